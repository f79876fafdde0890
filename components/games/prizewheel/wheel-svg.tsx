'use client';
import { useTranslations } from 'next-intl';
import type { Segment } from '@/lib/contracts/games';
import { C, LABEL_RIM, LABEL_ROOM, labelSize, labelSqueezed, R, segmentAtPointer, segmentCentre, segmentColours, wedgePath } from './wheel-geometry';
import styles from './wheel.module.css';

type Props = {
  segments: readonly Segment[];
  /** Degrees clockwise; the segment under the pointer at the top is the one the wheel shows. */
  rotation: number;
  /** Turn to the rotation with the eased transition (false: stand there at once). */
  animate: boolean;
  onTurned: () => void;
};

/** The wheel as SVG: segments in the house colours with their labels, the pointer at the top. */
export function WheelSvg({ segments, rotation, animate, onTurned }: Props) {
  const t = useTranslations('games.wheel');
  const count = segments.length;
  const colours = segmentColours(count);
  const atPointer = count ? segments[segmentAtPointer(rotation, count)]?.id : undefined;
  return (
    <svg
      className={styles.svg}
      viewBox="0 0 300 300"
      role="img"
      aria-label={t('label', { count, labels: segments.map((s) => s.label).join(', ') })}
      data-testid="wheel"
      data-rotation={rotation}
      data-pointer-segment={atPointer}
    >
      <circle cx={C} cy={C} r={R + 6} fill="#9e0b23" />
      <g
        className={`${styles.disc} ${animate ? styles.turning : ''}`}
        style={{ transform: `rotate(${rotation}deg)` }}
        onTransitionEnd={(e) => {
          if (e.target === e.currentTarget) onTurned();
        }}
      >
        {segments.map((s, i) => {
          const centre = segmentCentre(i, count);
          return (
            <g key={s.id} data-segment={s.id}>
              <path d={wedgePath(i, count)} fill={colours[i]!.fill} stroke="#ffffff" strokeWidth={count > 1 ? 2 : 0} />
              {/* Along the segment's middle, from the hub out, ending at the rim. */}
              <text
                className={styles.label}
                transform={`rotate(${centre - 90} ${C} ${C})`}
                x={C + R - LABEL_RIM}
                y={C}
                textAnchor="end"
                fill={colours[i]!.text}
                fontSize={labelSize(s.label)}
                dominantBaseline="central"
                {...(labelSqueezed(s.label) ? { textLength: LABEL_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}
              >
                {s.label}
              </text>
            </g>
          );
        })}
      </g>
      <circle cx={C} cy={C} r={20} fill="#ffffff" stroke="#9e0b23" strokeWidth={4} />
      <path d={`M ${C - 12} 2 L ${C + 12} 2 L ${C} 26 Z`} fill="#1d1d1f" stroke="#ffffff" strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
