import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language-switch';

/** The signed-out pages' frame: a card with the title, the language switch and the refusal. */
export function AuthCard({
  title,
  error,
  children,
}: {
  title: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <main className="login" id="main">
      <div className="login-card">
        <div className="login-head">
          <h1>{title}</h1>
          <LanguageSwitch />
        </div>
        {error && (
          <p className="alert alert-bad" role="alert">
            {error}
          </p>
        )}
        {children}
      </div>
    </main>
  );
}
