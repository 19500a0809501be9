import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessage, SITE_FACTS } from '@shared/site';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { fieldProps } from '../../lib/form-fields';
import { contactMailto } from './mailto';
import { useSiteInfo } from './use-site-info';

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** Opens the visitor's mail client with the message addressed to support: nothing is sent by the site. */
export function ContactForm() {
  const site = useSiteInfo();
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessage), defaultValues: empty });
  const { errors } = form.formState;
  const supportEmail = site.data?.supportEmail;

  const onSubmit = form.handleSubmit((values) => {
    if (!supportEmail) return;
    window.location.href = contactMailto(supportEmail, values);
    form.reset(empty);
    toast({
      title: 'Email Client Opened',
      description: `Your message to ${supportEmail} is ready in your e-mail app: send it from there. We reply within ${SITE_FACTS.supportResponseTime}.`,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby="contact-form-note">
      <p id="contact-form-note" className="text-sm text-muted">
        All fields except Subject are required. Sending opens your own e-mail app with the message filled in.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" required {...fieldProps(form, 'name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email')}
        />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label="Message" rows={6} required {...fieldProps(form, 'message')} />
      {site.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          The support address could not be loaded. Please reload the page and try again.
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!supportEmail}>
        <Send aria-hidden="true" className="h-5 w-5" />
        Send Message
      </Button>
    </form>
  );
}
