interface LoadingScreenProps {
  message: string;
}

/** A light first paint while a page's code arrives (spec §2: 'Загружается страница...'). */
export function LoadingScreen({ message }: LoadingScreenProps) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <div className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
    </div>
  );
}
