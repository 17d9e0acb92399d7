/**
 * The dashboard header's height in pixels. Notifications start below it, so a toast never covers
 * the header's buttons, nor a drawer's title and close button (a drawer's header is no taller).
 */
export const headerHeight = 60;
