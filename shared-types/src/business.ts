// The company's facts (prices, ratings, booking items, group sizes, schedules) and the site's
// limits and timings. Where the company states a fact two ways (when it was founded, how long a
// tour takes, when the Brooklyn Heights tour runs), each value is kept under a name that says what
// it is, and the pages show both.
//
// One export per concern, read through the `business` namespace (`business.pricing.pricePerPerson`,
// ./constants.ts): a namespace whose members are separate exports lets a bundle keep only the
// concerns it reads.

const HOUR_MS = 60 * 60 * 1000;

/** The company's name as the site shows it: titles, link previews, structured data, the footer. */
export const company = { name: 'Cats About Town Tours' } as const;

export const pricing = {
  pricePerPerson: 40,
  competitorAverage: 55,
  currency: 'USD',
  priceRange: '$40-$320',
  privateMinimum: 320,
  privateIncludedGuests: 8,
  privatePerExtraGuest: 40,
} as const;

export const rating = {
  value: 4.9,
  best: 5,
  reviewCount: 150,
  /** The structured data claims fewer ratings than the marketing copy. */
  structuredRatingCount: 87,
  fiveStarShare: '98%',
} as const;

export const booking = {
  flowId: 1219724,
  itemIds: {
    brooklynHeights: 562630,
    financialDistrict: 577800,
    lowerEastSide: 604533,
    privateTours: 562633,
  },
  giftCardItemId: 562633,
  /** Longest wait for an idle moment before the widget script is preloaded anyway. */
  idlePreloadMaxWaitMs: 2000,
  /** Preload delay when `requestIdleCallback` is unsupported (the shell's preload). */
  idleFallbackMs: 1000,
  /** Preload delay when idle detection is unsupported (the routing layer's preload). */
  routingPreloadFallbackMs: 3000,
  calendarMinHeightPx: 700,
} as const;

export const header = {
  scrollThresholdPx: 50,
  heightTopPx: 80,
  heightScrolledPx: 64,
  logoTopPx: 56,
  logoScrolledPx: 48,
  mobileBreakpointPx: 768,
} as const;

export const stickyBar = {
  showAfterPx: 300,
  dismissMs: 24 * HOUR_MS,
} as const;

export const exitIntent = {
  delayMs: 5000,
  edgePx: 10,
  sensitivityPx: 20,
} as const;

export const carousel = {
  intervalMs: 8000,
  lockMs: 500,
  homeTestimonials: 12,
} as const;

export const search = {
  /** Results appear once the query is longer than this (`query.length > minChars`). */
  minChars: 1,
  focusDelayMs: 100,
  resultsMaxHeight: '15rem',
} as const;

export const radix = {
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  menuDelayMs: 200,
  menuSkipDelayMs: 300,
  menuCloseDelayMs: 150,
} as const;

export const toasts = {
  durationMs: 4000,
  visible: 3,
} as const;

export const gallery = {
  minColumns: 2,
  maxColumns: 4,
  /** Columns of the gallery page's tour-photo and fan-photo grids. */
  pageColumns: 3,
  fallbackImages: 3,
  homeImages: 20,
  tourPhotos: 40,
  fanPhotos: 21,
  structuredDataImages: 10,
  spinnerMs: 2000,
} as const;

export const images = {
  responsiveWidths: [320, 640, 768, 1024, 1280, 1536],
} as const;

/** The largest group of each tour. */
export const groupSize = {
  financialDistrict: 15,
  brooklynHeights: 12,
  lowerEastSide: 12,
} as const;

export const duration = {
  /** A group tour from the first story to the last. */
  tour: 'about 2 hours',
  /** The walking alone, as a route description times it. */
  walking: 'about 1.5 hours',
  /** Structured-data default and the length of an event (start to end). */
  structuredDataDefault: 'PT2H',
  eventHours: 2,
} as const;

export const founding = {
  /** When the company's story says it was founded. */
  storyDate: 'August 2023',
  /** The founding year some listings and the structured data give. */
  listedYear: 2024,
} as const;

/** Opening hours stated in the home page's structured business data. */
export const openingHours = {
  weekend: { opens: '10:00', closes: '16:00' },
  weekday: { opens: '10:00', closes: '18:00' },
} as const;

export const contact = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMax: 1000,
  messageInputMax: 2000,
  sanitizedMax: 5000,
  minSubmitIntervalMs: 30000,
  minTimeOpenMs: 3000,
  successPanelMs: 3000,
  helpHighlightMs: 2000,
} as const;

export const survey = {
  feedbackMin: 10,
  feedbackMax: 1000,
  nameMin: 2,
  ratingMin: 1,
  ratingMax: 5,
  resetMs: 3000,
} as const;

export const blog = {
  posts: 12,
  loadDelayMs: 300,
  relatedMax: 3,
  gridColumns: 3,
} as const;

export const faqPanel = {
  /** Tours pages say 24rem, the contact page max-h-96: the same height. */
  maxHeight: '24rem',
} as const;

export const privateTours = {
  calculatorMin: 1,
  calculatorMax: 30,
  calculatorDefault: 8,
  weekdayNoticeWeeks: 2,
  replyHours: 48,
  weekdayAdviceWeeks: [2, 3],
  weekendAdviceWeeks: [4, 6],
} as const;

export const mediaReplyHours = 24;

export const schedules = {
  brooklynHeights: {
    days: 'Weekends',
    time: '10:00 AM',
    /** The seasonal departure some listings give besides the weekend one. */
    seasonal: {
      days: 'Saturdays and Sundays',
      time: '1:15 PM',
      season: 'April to December',
    },
  },
  financialDistrict: { days: 'Saturdays', time: '2:00 PM' },
  lowerEastSide: { days: 'Sundays', time: '2:00 PM' },
} as const;
