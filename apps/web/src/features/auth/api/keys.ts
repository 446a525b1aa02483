/** Query keys of the auth feature. The sign-up form names its countries in the reader's language. */
export const authKeys = {
  all: ['auth'] as const,
  form: (locale: string) => ['auth', 'form', locale] as const,
};
