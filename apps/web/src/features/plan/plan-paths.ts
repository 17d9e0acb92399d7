/** The plan cards, where every plan prompt leads. */
export const planPath = '/dash/plan';
/** The plan screen opened on its concierge option. */
export const conciergePath = '/dash/plan?focus=concierge';
