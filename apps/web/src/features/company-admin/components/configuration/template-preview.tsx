import { useId, type ReactNode } from 'react';
import type { CompanyColors, TemplateType } from '@inmuebles/shared/companies/configuration';
import { mixHex } from '../../utils/preview-colors';

export interface TemplatePreviewProps {
  template: TemplateType;
  colors: CompanyColors;
  fontFamily: string;
  companyName: string;
  className?: string;
}

interface SceneProps {
  colors: CompanyColors;
  font: string;
  name: string;
  gradientId: string;
}

/** Grey text lines standing for paragraphs. */
function Lines({
  x,
  y,
  widths,
  color,
  gap = 7,
}: {
  x: number;
  y: number;
  widths: number[];
  color: string;
  gap?: number;
}) {
  return widths.map((width, index) => (
    <rect key={index} x={x} y={y + index * gap} width={width} height="3" rx="1.5" fill={color} />
  ));
}

/** A property card: photo, title and price lines. */
function Card({
  x,
  y,
  photo,
  line,
  frame,
  radius = 4,
}: {
  x: number;
  y: number;
  photo: string;
  line: string;
  frame?: string;
  radius?: number;
}) {
  return (
    <g>
      <rect x={x} y={y} width="86" height="62" rx={radius} fill="#FFFFFF" stroke={frame ?? '#E2E8F0'} />
      <rect x={x + 4} y={y + 4} width="78" height="32" rx={Math.max(0, radius - 2)} fill={photo} />
      <rect x={x + 6} y={y + 42} width="50" height="4" rx="2" fill={line} />
      <rect x={x + 6} y={y + 51} width="30" height="4" rx="2" fill={line} opacity="0.5" />
    </g>
  );
}

function ModernScene({ colors, font, name, gradientId }: SceneProps) {
  return (
    <>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.primary} />
          <stop offset="1" stopColor={colors.secondary} />
        </linearGradient>
      </defs>
      <rect width="320" height="22" fill="#FFFFFF" />
      <circle cx="14" cy="11" r="5" fill={colors.primary} />
      <rect x="24" y="9" width="46" height="4" rx="2" fill="#0F172A" />
      <rect x="262" y="6" width="46" height="10" rx="5" fill={colors.accent} />
      <rect y="22" width="320" height="88" fill={`url(#${gradientId})`} />
      <text x="20" y="62" fontFamily={font} fontSize="20" fontWeight="800" fill="#FFFFFF">
        {name}
      </text>
      <Lines x={20} y={72} widths={[150, 110]} color="#FFFFFF" />
      <rect x="20" y="90" width="62" height="12" rx="6" fill={colors.accent} />
      <Card x={20} y={124} photo={mixHex(colors.primary, '#FFFFFF', 0.2)} line="#334155" radius={8} />
      <Card x={117} y={124} photo={mixHex(colors.secondary, '#FFFFFF', 0.25)} line="#334155" radius={8} />
      <Card x={214} y={124} photo={mixHex(colors.primary, '#FFFFFF', 0.2)} line="#334155" radius={8} />
    </>
  );
}

function ClassicScene({ colors, font, name }: SceneProps) {
  return (
    <>
      <rect width="320" height="9" fill={colors.primary} />
      <circle cx="160" cy="30" r="10" fill="#FFFFFF" stroke={colors.primary} strokeWidth="1.5" />
      <circle cx="160" cy="30" r="5" fill={colors.primary} />
      <text
        x="160"
        y="60"
        textAnchor="middle"
        fontFamily={font}
        fontSize="15"
        letterSpacing="2"
        fill="#1C1917"
      >
        {name.toLocaleUpperCase('es-PE')}
      </text>
      <line x1="112" y1="70" x2="150" y2="70" stroke={colors.secondary} />
      <rect x="156" y="66" width="8" height="8" transform="rotate(45 160 70)" fill={colors.secondary} />
      <line x1="170" y1="70" x2="208" y2="70" stroke={colors.secondary} />
      <rect x="20" y="82" width="280" height="40" fill={mixHex(colors.secondary, '#FFFFFF', 0.35)} />
      <Lines x={104} y={96} widths={[112, 80]} color={mixHex(colors.primary, '#FFFFFF', 0.8)} />
      <Card
        x={20}
        y={130}
        photo={mixHex(colors.primary, '#FFFFFF', 0.25)}
        line="#44403C"
        frame={colors.primary}
        radius={0}
      />
      <Card
        x={117}
        y={130}
        photo={mixHex(colors.secondary, '#FFFFFF', 0.3)}
        line="#44403C"
        frame={colors.primary}
        radius={0}
      />
      <Card
        x={214}
        y={130}
        photo={mixHex(colors.primary, '#FFFFFF', 0.25)}
        line="#44403C"
        frame={colors.primary}
        radius={0}
      />
    </>
  );
}

function LuxuryScene({ colors, font, name }: SceneProps) {
  const ink = mixHex(colors.primary, '#050505', 0.45);
  const gold = mixHex(colors.secondary, '#F3E7C9', 0.78);
  return (
    <>
      <rect width="320" height="200" fill={ink} />
      <circle cx="16" cy="14" r="5" fill="none" stroke={gold} />
      <rect x="26" y="12" width="52" height="3" rx="1.5" fill="#E7E5E4" />
      <rect x="262" y="8" width="46" height="12" fill="none" stroke={gold} />
      <line x1="20" y1="58" x2="48" y2="58" stroke={gold} />
      <text x="20" y="84" fontFamily={font} fontSize="22" fontWeight="300" fill="#FAFAF9">
        {name}
      </text>
      <Lines x={20} y={96} widths={[130, 96]} color="#A8A29E" />
      <rect x="20" y="114" width="66" height="13" fill={gold} />
      <line x1="0" y1="140" x2="320" y2="140" stroke={gold} strokeOpacity="0.25" />
      <Card
        x={20}
        y={150}
        photo={mixHex(colors.primary, '#1C1917', 0.5)}
        line={gold}
        frame={mixHex(gold, ink, 0.3)}
        radius={0}
      />
      <Card
        x={117}
        y={150}
        photo={mixHex(colors.secondary, '#1C1917', 0.4)}
        line={gold}
        frame={mixHex(gold, ink, 0.3)}
        radius={0}
      />
      <Card
        x={214}
        y={150}
        photo={mixHex(colors.primary, '#1C1917', 0.5)}
        line={gold}
        frame={mixHex(gold, ink, 0.3)}
        radius={0}
      />
    </>
  );
}

function MinimalScene({ colors, font, name }: SceneProps) {
  return (
    <>
      <rect x="16" y="8" width="8" height="8" rx="2" fill={colors.primary} />
      <rect x="30" y="10.5" width="40" height="3" rx="1.5" fill="#18181B" />
      <line x1="266" y1="17" x2="304" y2="17" stroke={colors.primary} />
      <line x1="0" y1="24" x2="320" y2="24" stroke="#E4E4E7" />
      <text x="16" y="70" fontFamily={font} fontSize="26" fontWeight="300" fill="#18181B">
        {name}
      </text>
      <Lines x={16} y={84} widths={[140, 120, 90]} color="#A1A1AA" />
      <circle cx="292" cy="96" r="8" fill="none" stroke="#D4D4D8" />
      <rect x="16" y="118" width="288" height="70" fill={mixHex(colors.secondary, '#F4F4F5', 0.2)} />
      <rect x="16" y="118" width="3" height="70" fill={colors.accent} />
    </>
  );
}

const scenes: Record<TemplateType, (props: SceneProps) => ReactNode> = {
  modern: ModernScene,
  classic: ClassicScene,
  luxury: LuxuryScene,
  minimal: MinimalScene,
};

/**
 * A miniature of a template in the given colours and font: the shapes each template draws (the modern
 * gradient hero, the classic masthead, the dark luxury hero, the minimal whitespace). Decorative; the
 * card or the panel around it names what it shows.
 */
export function TemplatePreview({
  template,
  colors,
  fontFamily,
  companyName,
  className = '',
}: TemplatePreviewProps) {
  const gradientId = useId();
  const Scene = scenes[template];
  // The miniature has room for about 20 letters; a longer name is cut rather than overflowing.
  const name = companyName.length > 20 ? `${companyName.slice(0, 19).trimEnd()}…` : companyName;
  return (
    <svg aria-hidden="true" viewBox="0 0 320 200" className={`block h-auto w-full ${className}`}>
      <rect width="320" height="200" fill={colors.background} />
      <Scene colors={colors} font={fontFamily} name={name} gradientId={gradientId} />
    </svg>
  );
}
