/** Id of the phone menu's panel, which its toggle controls (in a module of its own, so the toggle's chunk does not carry the panel). */
export const MOBILE_MENU_PANEL_ID = 'mobile-menu-panel';
