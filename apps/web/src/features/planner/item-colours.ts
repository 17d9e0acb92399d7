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
