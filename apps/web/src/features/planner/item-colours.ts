import { type PlannerItemKind, plannerItemKinds } from '@pagewise/shared/planner';

/**
 * One colour per planner item kind (spec §4), from the Mantine palette so that the legend, the
 * events and the dark scheme agree. An empty slot is drawn as an outline, a bot's preview dashed.
 */
export const itemColours: Record<PlannerItemKind, string> = {
  posted: 'green',
  scheduled: 'indigo',
  draft: 'gray',
  error: 'red',
  awaiting: 'orange',
  preview: 'violet',
  slot: 'teal',
  reshared: 'cyan',
};

export const legendKinds = plannerItemKinds;

export const colourVariable = (kind: PlannerItemKind, shade = 6) =>
  `var(--mantine-color-${itemColours[kind]}-${shade})`;

/**
 * The box of an event: a preview tinted (shade 1, its text shade 9), any other item filled with
 * its colour's filled shade and the text colour that reads on it at 4.5:1 in either scheme
 * (`--app-color-<colour>-on-filled`, app/theme.ts). White on shade 6 read at 2.4:1 (green) to
 * 4.3:1 (indigo).
 */
export function eventColours(kind: PlannerItemKind) {
  const colour = itemColours[kind];
  if (kind === 'preview' || kind === 'slot') {
    const tint = kind === 'slot' ? 0 : 1;
    return {
      backgroundColor: colourVariable(kind, tint),
      borderColor: colourVariable(kind),
      textColor: colourVariable(kind, 9),
    };
  }
  return {
    backgroundColor: `var(--mantine-color-${colour}-filled)`,
    borderColor: `var(--mantine-color-${colour}-filled)`,
    textColor: `var(--app-color-${colour}-on-filled)`,
  };
}
