/**
 * The shapes of a parts drawing (issue 30): each part a recognisable outline in a 100 × 80 box centred on 0,0,
 * chosen by the part item's name. Pure SVG, the same on the server and in the browser.
 */
export type ShapeKind =
  | 'disc'
  | 'pad'
  | 'shoe'
  | 'caliper'
  | 'sensor'
  | 'filter'
  | 'belt'
  | 'chain'
  | 'tensioner'
  | 'hose'
  | 'cable'
  | 'pulley'
  | 'bulb'
  | 'lamp'
  | 'shock'
  | 'spring'
  | 'spark'
  | 'glow'
  | 'battery'
  | 'wiper'
  | 'clutch'
  | 'radiator'
  | 'coil'
  | 'part';

const RULES: Array<readonly [RegExp, ShapeKind]> = [
  // A pad wear contact names the pads: the sensor rule comes first.
  [/contatto|sensore|sonda/i, 'sensor'],
  [/ganasce/i, 'shoe'],
  [/pastiglie/i, 'pad'],
  [/disco freno|tamburo|volano/i, 'disc'],
  [/cavo/i, 'cable'],
  [/frizione/i, 'clutch'],
  [/pinza|cilindretto|pompa freno/i, 'caliper'],
  [/tubo flessibile|manicotto/i, 'hose'],
  [/filtro/i, 'filter'],
  [/tenditore/i, 'tensioner'],
  [/catena/i, 'chain'],
  [/cinghia|distribuzione/i, 'belt'],
  [/puleggia|pompa acqua|pompa idraulica|alternatore|cuscinetto|mozzo/i, 'pulley'],
  [/lampadina/i, 'bulb'],
  [/faro|fanale|fendinebbia/i, 'lamp'],
  [/ammortizzatore|molla a gas/i, 'shock'],
  [/molla/i, 'spring'],
  [/candeletta/i, 'glow'],
  [/candela/i, 'spark'],
  [/batteria/i, 'battery'],
  [/spazzola|tergi/i, 'wiper'],
  [/radiatore|condensatore|termostato|elettroventola/i, 'radiator'],
  [/bobina/i, 'coil'],
];

export const shapeOf = (name: string): ShapeKind => RULES.find(([rule]) => rule.test(name))?.[1] ?? 'part';

const LINE = 'stroke-slate-700';
const LIGHT = 'fill-slate-200';
const MID = 'fill-slate-400';
const DARK = 'fill-slate-600';

export function PartShape({ kind }: { kind: ShapeKind }) {
  const s = { className: LINE, strokeWidth: 2 };
  switch (kind) {
    case 'disc':
      return (
        <g data-shape="disc">
          <circle r={38} {...s} className={`${LIGHT} ${LINE}`} />
          <circle r={24} {...s} className={`fill-white ${LINE}`} />
          <circle r={12} {...s} className={`${MID} ${LINE}`} />
          {[0, 72, 144, 216, 288].map((a) => (
            <circle key={a} cx={18 * Math.cos((a * Math.PI) / 180)} cy={18 * Math.sin((a * Math.PI) / 180)} r={2.5} className={DARK} />
          ))}
        </g>
      );
    case 'pad':
      return (
        <g data-shape="pad">
          <path d="M-44 -18 Q0 -34 44 -18 L40 14 Q0 0 -40 14 Z" {...s} className={`${MID} ${LINE}`} />
          <path d="M-38 -10 Q0 -24 38 -10 L35 10 Q0 -2 -35 10 Z" className={DARK} />
        </g>
      );
    case 'shoe':
      return (
        <g data-shape="shoe">
          <path d="M-40 20 A44 44 0 0 1 40 20 L30 24 A34 34 0 0 0 -30 24 Z" {...s} className={`${MID} ${LINE}`} />
          <path d="M-34 12 A38 38 0 0 1 34 12 L28 16 A32 32 0 0 0 -28 16 Z" className={DARK} />
          <path d="M-30 26 Q0 36 30 26" fill="none" strokeWidth={2} className="stroke-slate-500" strokeDasharray="4 3" />
        </g>
      );
    case 'caliper':
      return (
        <g data-shape="caliper">
          <path d="M-40 -30 H30 Q44 -30 44 -16 V16 Q44 30 30 30 H-40 V14 H20 V-14 H-40 Z" {...s} className={`${MID} ${LINE}`} />
          <circle cx={-20} cy={-22} r={5} className={DARK} />
          <circle cx={-20} cy={22} r={5} className={DARK} />
        </g>
      );
    case 'sensor':
      return (
        <g data-shape="sensor">
          <path d="M-44 10 C-20 -30 10 40 34 -6" fill="none" {...s} />
          <rect x={30} y={-16} width={16} height={18} rx={3} {...s} className={`${DARK} ${LINE}`} />
          <rect x={-50} y={4} width={12} height={12} rx={2} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    case 'filter':
      return (
        <g data-shape="filter">
          <rect x={-26} y={-34} width={52} height={62} rx={8} {...s} className={`${LIGHT} ${LINE}`} />
          {[-18, -9, 0, 9, 18].map((x) => (
            <line key={x} x1={x} y1={-26} x2={x} y2={20} {...s} className="stroke-slate-400" />
          ))}
          <rect x={-16} y={28} width={32} height={8} rx={2} {...s} className={`${DARK} ${LINE}`} />
        </g>
      );
    case 'belt':
      return (
        <g data-shape="belt">
          <rect x={-46} y={-30} width={92} height={60} rx={30} fill="none" strokeWidth={8} className="stroke-slate-600" />
          <rect
            x={-46}
            y={-30}
            width={92}
            height={60}
            rx={30}
            fill="none"
            strokeWidth={2}
            strokeDasharray="3 4"
            className="stroke-slate-300"
          />
          <circle cx={-20} cy={0} r={14} {...s} className={`${LIGHT} ${LINE}`} />
          <circle cx={22} cy={0} r={10} {...s} className={`${LIGHT} ${LINE}`} />
        </g>
      );
    case 'chain':
      return (
        <g data-shape="chain">
          <rect
            x={-44}
            y={-28}
            width={88}
            height={56}
            rx={28}
            fill="none"
            strokeWidth={3}
            strokeDasharray="7 3"
            className="stroke-slate-700"
          />
          <rect
            x={-40}
            y={-24}
            width={80}
            height={48}
            rx={24}
            fill="none"
            strokeWidth={2}
            strokeDasharray="7 3"
            className="stroke-slate-400"
          />
          <circle cx={-18} cy={0} r={13} {...s} className={`${LIGHT} ${LINE}`} />
          <circle cx={22} cy={0} r={9} {...s} className={`${LIGHT} ${LINE}`} />
        </g>
      );
    case 'tensioner':
      return (
        <g data-shape="tensioner">
          <path d="M-36 20 L10 -10" strokeWidth={12} strokeLinecap="round" className="stroke-slate-500" />
          <circle cx={-36} cy={20} r={7} {...s} className={`${DARK} ${LINE}`} />
          <circle cx={14} cy={-12} r={24} {...s} className={`${LIGHT} ${LINE}`} />
          <circle cx={14} cy={-12} r={7} {...s} className={`${MID} ${LINE}`} />
          <path d="M-20 34 l8 -8 l4 8 l8 -8 l4 8" fill="none" {...s} />
        </g>
      );
    case 'hose':
      return (
        <g data-shape="hose">
          <path d="M-36 -14 C-10 -40 10 40 36 14" fill="none" strokeWidth={10} strokeLinecap="round" className="stroke-slate-500" />
          <rect x={-48} y={-22} width={14} height={16} rx={2} {...s} className={`${MID} ${LINE}`} />
          <rect x={34} y={6} width={14} height={16} rx={2} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    case 'cable':
      return (
        <g data-shape="cable">
          <path d="M-46 -20 C-10 -20 -10 24 30 24" fill="none" strokeWidth={5} className="stroke-slate-600" />
          <path d="M30 24 H46" strokeWidth={2} className="stroke-slate-700" />
          <circle cx={46} cy={24} r={4} {...s} className={`${DARK} ${LINE}`} />
          <rect x={-50} y={-26} width={10} height={12} rx={2} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    case 'pulley':
      return (
        <g data-shape="pulley">
          <circle r={30} {...s} className={`${LIGHT} ${LINE}`} />
          <circle r={22} fill="none" {...s} />
          <circle r={8} {...s} className={`${DARK} ${LINE}`} />
        </g>
      );
    case 'bulb':
      return (
        <g data-shape="bulb">
          <circle cy={-10} r={22} {...s} className={`fill-yellow-100 ${LINE}`} />
          <path d="M-6 -10 L0 -2 L6 -10" fill="none" {...s} className="stroke-amber-600" />
          <rect x={-12} y={12} width={24} height={22} rx={2} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    case 'lamp':
      return (
        <g data-shape="lamp">
          <path d="M-46 -24 H30 Q46 -24 46 0 Q46 24 30 24 H-46 Z" {...s} className={`${LIGHT} ${LINE}`} />
          <circle cx={14} cy={0} r={14} {...s} className={`fill-yellow-100 ${LINE}`} />
        </g>
      );
    case 'shock':
      return (
        <g data-shape="shock" transform="rotate(-30)">
          <rect x={-8} y={-40} width={16} height={40} rx={3} {...s} className={`${LIGHT} ${LINE}`} />
          <rect x={-12} y={-4} width={24} height={40} rx={4} {...s} className={`${MID} ${LINE}`} />
          <circle cy={-40} r={6} {...s} className={`fill-white ${LINE}`} />
          <circle cy={38} r={6} {...s} className={`fill-white ${LINE}`} />
        </g>
      );
    case 'spring':
      return (
        <g data-shape="spring">
          <path d="M-40 0 l8 -20 l10 40 l10 -40 l10 40 l10 -40 l10 40 l10 -40 l8 20" fill="none" {...s} />
        </g>
      );
    case 'spark':
    case 'glow':
      return (
        <g data-shape={kind} transform="rotate(-90)">
          <rect x={-40} y={-7} width={26} height={14} rx={3} {...s} className={`fill-white ${LINE}`} />
          <path d="M-14 -12 H6 V12 H-14 Z" {...s} className={`${MID} ${LINE}`} />
          <rect x={6} y={-5} width={24} height={10} {...s} className={`${LIGHT} ${LINE}`} />
          {kind === 'spark' ? (
            <path d="M30 -5 V-9 H38 V0" fill="none" {...s} />
          ) : (
            <rect x={30} y={-2.5} width={14} height={5} rx={2} {...s} className={`fill-orange-300 ${LINE}`} />
          )}
        </g>
      );
    case 'battery':
      return (
        <g data-shape="battery">
          <rect x={-44} y={-24} width={88} height={54} rx={4} {...s} className={`${DARK} ${LINE}`} />
          <rect x={-32} y={-32} width={12} height={8} {...s} className={`fill-red-500 ${LINE}`} />
          <rect x={20} y={-32} width={12} height={8} {...s} className={`${LIGHT} ${LINE}`} />
          <rect x={-30} y={-12} width={60} height={14} rx={2} className={LIGHT} />
        </g>
      );
    case 'wiper':
      return (
        <g data-shape="wiper" transform="rotate(-12)">
          <rect x={-48} y={-4} width={96} height={8} rx={3} {...s} className={`${DARK} ${LINE}`} />
          <line x1={-46} y1={8} x2={46} y2={8} strokeWidth={3} className="stroke-slate-900" />
          <rect x={-8} y={-12} width={16} height={10} rx={2} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    case 'clutch':
      return (
        <g data-shape="clutch">
          <circle r={38} {...s} className={`${MID} ${LINE}`} />
          <circle r={30} {...s} className={`fill-amber-100 ${LINE}`} />
          <circle r={12} {...s} className={`${DARK} ${LINE}`} />
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <rect key={a} x={14} y={-3} width={12} height={6} transform={`rotate(${a})`} className={DARK} />
          ))}
        </g>
      );
    case 'radiator':
      return (
        <g data-shape="radiator">
          <rect x={-46} y={-30} width={92} height={60} rx={3} {...s} className={`${LIGHT} ${LINE}`} />
          {[-36, -24, -12, 0, 12, 24, 36].map((x) => (
            <line key={x} x1={x} y1={-26} x2={x} y2={26} strokeWidth={2} className="stroke-slate-500" />
          ))}
        </g>
      );
    case 'coil':
      return (
        <g data-shape="coil">
          <rect x={-10} y={-38} width={20} height={60} rx={4} {...s} className={`${DARK} ${LINE}`} />
          <rect x={-22} y={-40} width={44} height={16} rx={3} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
    default:
      return (
        <g data-shape="part">
          <path d="M-30 -20 L0 -34 L30 -20 V20 L0 34 L-30 20 Z" {...s} className={`${LIGHT} ${LINE}`} />
          <circle r={10} {...s} className={`${MID} ${LINE}`} />
        </g>
      );
  }
}
