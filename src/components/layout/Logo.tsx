/** The brand mark: an upward loop in the brand colours. Decorative; the brand name is beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M8 21c3-7 6-10 9-10s4 3 2 5-6 1-4-4c1-3 4-5 9-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M21 7h4v4" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
