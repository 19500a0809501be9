import { TextField, type TextFieldProps } from './field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete'> {
  /** A new password (offered to password managers to save) or the current one (filled by them). */
  purpose?: 'new' | 'current';
}

/** A password input: hidden text, and the autocomplete that tells password managers what it is for. */
export function PasswordField({ purpose = 'new', ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'new' ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}
