import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessage } from '@shared/site';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { fieldProps } from '../../lib/form-fields';
import { contactMailto } from './mailto';
import { useSiteInfo } from './use-site-info';

const empty: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** Opens the visitor's mail client with the message addressed to support: nothing is sent by the site. */
export function ContactForm() {
  const { t } = useTranslation('site');
  const site = useSiteInfo();
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessage), defaultValues: empty });
  const { errors } = form.formState;
  const supportEmail = site.data?.supportEmail;

  const onSubmit = form.handleSubmit((values) => {
    if (!supportEmail) return;
    window.location.href = contactMailto(supportEmail, values, {
      subject: t('contact.defaultSubject'),
      name: t('contact.mailName', { name: values.name }),
      email: t('contact.mailEmail', { email: values.email }),
    });
    form.reset(empty);
    toast({
      title: t('contact.openedTitle'),
      description: t('contact.openedDescription', { email: supportEmail, responseTime: t('responseTime') }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby="contact-form-note">
      <p id="contact-form-note" className="text-sm text-muted">
        {t('contact.formNote')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('contact.fullName')} autoComplete="name" required {...fieldProps(form, 'name')} />
        <TextField
          label={t('contact.emailAddress')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email')}
        />
      </div>
      <TextField label={t('contact.subject')} error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label={t('contact.message')} rows={6} required {...fieldProps(form, 'message')} />
      {site.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('contact.addressFailed')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!supportEmail}>
        <Send aria-hidden="true" className="h-5 w-5" />
        {t('contact.send')}
      </Button>
    </form>
  );
}
