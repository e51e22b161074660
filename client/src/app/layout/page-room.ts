/**
 * The room a player's page leaves for the fixed pieces over it, so that nothing the player needs
 * ever lies under them, wherever the page is scrolled.
 *
 * Phones (up to 640 px): the companion's round button is docked at the right end of the tab bar,
 * on a spot the bar keeps free (`TAB_BAR_COMPANION_SPOT`, AssistantSlot places it there); the page
 * keeps room below its footer for the bar (65 px and the home indicator's safe area).
 *
 * Wider screens: the button floats 1.5rem from the bottom right corner, 3.5rem wide. The page and
 * its footer keep a strip of 4rem on the right while the centred 80rem column would reach under it
 * (up to about 1408 px, 90rem with room for a scrollbar), shrinking to nothing as the window's own
 * margin grows wide enough: the column's right edge always stays 0.5rem clear of the button.
 */
export const PHONE_BOTTOM_SPACE = 'pb-[calc(4.5rem+env(safe-area-inset-bottom))]';
export const WIDE_SIDE_SPACE = 'pr-[clamp(0px,_90rem_-_100vw,_4rem)]';

/** The tab bar's spot for the button: 3rem wide, 0.25rem from the bar's right end. */
export const TAB_BAR_COMPANION_SPOT = 'w-12 shrink-0 mr-1';
