/** Layout and behaviour constants of spec section 9. */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 } as const
export const DRAWER_WIDTH = 260
export const MINI_DRAWER_WIDTH = 72
export const TOOLBAR_MIN_HEIGHT = 60
export const PROFILE_POPOVER_WIDTH = 290
/** Spec section 9: every transition takes 150 ms to 300 ms. */
export const TRANSITION_RANGE = { min: 150, max: 300 } as const
/** Every duration MUI's theme names (its own complex, 375 ms, would be too slow). */
export const TRANSITIONS = { shortest: 150, shorter: 200, short: 250, standard: 300, complex: 300, enteringScreen: 225, leavingScreen: 195 } as const
export const TOOLTIP = { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } as const
export const BADGE_MAX = 99
export const SCROLLBAR = { minSize: 25, mouseMoveThrottleMs: 64, stopScrollDelayMs: 175 } as const
export const TOASTS = { maxSnack: 3, autoHideDuration: 5000, anchorOrigin: { vertical: 'bottom', horizontal: 'left' } } as const
