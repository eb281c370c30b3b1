import { useId } from 'react';

/** Colour pairs that keep white pattern strokes readable; picked per plan, deterministically. */
const PALETTES: Array<[string, string, string]> = [
  ['#2f6b4f', '#7fb08a', '#f6efe3'],
  ['#c8553d', '#f0a66b', '#fff4e6'],
  ['#5b4b8a', '#b48ccf', '#f3ecfa'],
  ['#1f5f7a', '#6fb3c9', '#eaf6fa'],
  ['#8a6100', '#e0b84f', '#fff8e1'],
  ['#7a2e45', '#d97a8e', '#fdeef1'],
  ['#3d5a3a', '#a4c47a', '#f2f7ea'],
  ['#274060', '#e0875a', '#fdf1ea'],
];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * Generated artwork for a meal plan (no photos are invented): a gradient, a pattern and a plate
 * with cutlery, all decided by the plan's id. Decorative.
 */
export function PlanArtwork({ id, className = '' }: { id: string; className?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const seed = hash(id);
  const [from, to, light] = PALETTES[seed % PALETTES.length];
  const pattern = (seed >> 3) % 3;
  const plateX = 250 + ((seed >> 6) % 90);
  const angle = ((seed >> 9) % 50) - 25;

  return (
    <svg
      className={`plan-artwork ${className}`.trim()}
      viewBox="0 0 400 220"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern
          id={`${uid}-pattern`}
          width="28"
          height="28"
          patternUnits="userSpaceOnUse"
          patternTransform={`rotate(${angle})`}
        >
          {pattern === 0 && <circle cx="14" cy="14" r="2.6" fill={light} fillOpacity="0.35" />}
          {pattern === 1 && <path d="M0 14h28" stroke={light} strokeOpacity="0.28" strokeWidth="3" />}
          {pattern === 2 && (
            <path d="M0 18q7-8 14 0t14 0" fill="none" stroke={light} strokeOpacity="0.3" strokeWidth="2.2" />
          )}
        </pattern>
      </defs>
      <rect width="400" height="220" fill={`url(#${uid}-bg)`} />
      <rect width="400" height="220" fill={`url(#${uid}-pattern)`} />
      <g transform={`translate(${plateX} 112)`}>
        <circle r="70" fill={light} fillOpacity="0.92" />
        <circle r="52" fill="none" stroke={from} strokeOpacity="0.25" strokeWidth="3" />
        <circle r="30" fill={to} fillOpacity="0.55" />
        <g stroke={light} strokeWidth="6" strokeLinecap="round" strokeOpacity="0.95">
          <path d="M-96 -52v104" />
          <path d="M-106 -52v28q10 10 20 0v-28" fill="none" strokeWidth="4" />
          <path d="M96 -52q14 28 0 54v50" fill="none" />
        </g>
      </g>
      <g fill={light} fillOpacity="0.9">
        {Array.from({ length: 7 }, (_, day) => (
          <rect key={day} x={64 + day * 22} y="184" width="16" height="16" rx="4" fillOpacity={0.35 + day * 0.09} />
        ))}
      </g>
    </svg>
  );
}
