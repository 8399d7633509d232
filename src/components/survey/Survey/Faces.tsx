/** Five faces from sad to happy for the rating scale; drawn inline, no icon font. */
const MOUTHS = [
  'M9 17.5c1.6-2.2 4.4-2.2 6 0', // very dissatisfied
  'M9.2 16.8c1.5-1.1 4.1-1.1 5.6 0',
  'M9 16h6',
  'M9.2 15.2c1.5 1.1 4.1 1.1 5.6 0',
  'M8.5 14.5c1.8 2.8 5.2 2.8 7 0', // very satisfied
] as const;

export function Face({rating}: {rating: number}) {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="8.8" cy="9.5" r="1.2" fill="currentColor" />
      <circle cx="15.2" cy="9.5" r="1.2" fill="currentColor" />
      <path d={MOUTHS[rating - 1]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
