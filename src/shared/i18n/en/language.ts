/** The language switch (header and profile, decision 035). */
export const language = {
  label: 'Language',
  description: 'The app, its messages and your e-mails in this language.',
  /** Each language by its own name, as every catalogue writes it (the same in all of them). */
  names: { en: 'English', es: 'Español' },
} as const;
