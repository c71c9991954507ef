import type { ReactNode } from 'react';

export function DashboardCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`min-w-0 rounded-3xl bg-white p-6 shadow-card ring-1 ring-night-100 ${className}`}>
      <h2 className="mb-4 font-display text-xl font-semibold text-night-900">{title}</h2>
      {children}
    </section>
  );
}
