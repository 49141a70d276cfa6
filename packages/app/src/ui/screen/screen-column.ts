/** The class of the column every screen's content sits in (one width, ui/screen/screen.css). */
export const SCREEN_COLUMN = 'screen-column';
