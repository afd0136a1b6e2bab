import type { ReactNode } from 'react';

/** One block of the settings page: a heading, a line on what it does, the form. */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-6 border-t border-line py-10 md:grid-cols-[16rem_1fr] md:gap-12">
      <div>
        <h2 id={id} className="font-display text-2xl font-medium">
          {title}
        </h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">{description}</p>
      </div>
      <div className="max-w-lg">{children}</div>
    </section>
  );
}
