// Checks a page's JSON-LD the way search engines read it: the properties each type needs to be
// understood (schema.org, and Google's required and recommended fields for the types it shows),
// and every URL of the site's own absolute on the site URL.

type Data = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isDate = (value: unknown) => isText(value) && !Number.isNaN(Date.parse(String(value)));

/** One rule: a property path and what its value must be. */
type Rule = [path: string, check: (value: unknown) => boolean, what: string];

const text: Rule[1] = isText;
const place: Rule[1] = (value) => isObject(value) && isText(value.name) && isObject(value.address);

/** Properties that several types state, checked the same way in each. */
const common = {
  name: ['name', text, 'a name'],
  description: ['description', text, 'a description'],
  url: ['url', text, 'a URL'],
  image: ['image', text, 'an image'],
} satisfies Record<string, Rule>;

/** What each type the site emits must state. */
const requiredProperties: Record<string, Rule[]> = {
  BreadcrumbList: [
    [
      'itemListElement',
      (value) =>
        Array.isArray(value) &&
        value.length >= 2 &&
        value.every(
          (item, index) =>
            isObject(item) &&
            item['@type'] === 'ListItem' &&
            item.position === index + 1 &&
            isText(item.name) &&
            isText(item.item),
        ),
      'ListItems numbered from 1, each with a name and a URL',
    ],
  ],
  FAQPage: [
    [
      'mainEntity',
      (value) =>
        Array.isArray(value) &&
        value.length > 0 &&
        value.every(
          (question) =>
            isObject(question) &&
            question['@type'] === 'Question' &&
            isText(question.name) &&
            isObject(question.acceptedAnswer) &&
            isText(question.acceptedAnswer.text),
        ),
      'Questions, each with an accepted Answer',
    ],
  ],
  LocalBusiness: [
    common.name,
    ['address', isObject, 'a PostalAddress'],
    common.url,
    common.image,
    ['priceRange', text, 'a price range'],
    ['openingHoursSpecification', (value) => Array.isArray(value) && value.length > 0, 'hours'],
  ],
  TouristTrip: [
    common.name,
    common.description,
    common.url,
    common.image,
    ['itinerary', isObject, 'an itinerary'],
    ['provider', isObject, 'a provider'],
    [
      'offers',
      (value) => isObject(value) && typeof value.price === 'number' && isText(value.priceCurrency),
      'an Offer with a price and its currency',
    ],
  ],
  Product: [
    common.name,
    [
      'aggregateRating',
      (value) =>
        isObject(value) &&
        typeof value.ratingValue === 'number' &&
        typeof value.bestRating === 'number' &&
        typeof value.ratingCount === 'number',
      'an AggregateRating with its value, best rating and count',
    ],
    [
      'review',
      (value) =>
        list(value).every(
          (review) => isObject(review) && isObject(review.reviewRating) && isObject(review.author),
        ),
      'Reviews with a rating and an author',
    ],
  ],
  Event: [
    common.name,
    common.description,
    ['location', place, 'a Place with a name and an address'],
    common.image,
    ['eventStatus', text, 'a status'],
    ['eventAttendanceMode', text, 'an attendance mode'],
    ['organizer', isObject, 'an organizer'],
    ['performer', isObject, 'a performer'],
    [
      'offers',
      (value) => isObject(value) && isText(value.priceCurrency) && isText(value.availability),
      'an Offer',
    ],
  ],
  ImageGallery: [
    common.name,
    [
      'image',
      (value) =>
        Array.isArray(value) &&
        value.length > 0 &&
        value.every((image) => isObject(image) && isText(image.contentUrl) && isText(image.name)),
      'ImageObjects with a contentUrl and a name',
    ],
  ],
  VideoObject: [
    common.name,
    common.description,
    ['thumbnailUrl', text, 'a thumbnail'],
    ['uploadDate', isDate, 'an upload date'],
    ['embedUrl', text, 'an embed URL'],
  ],
  BlogPosting: [
    ['headline', text, 'a headline'],
    ['datePublished', isDate, 'a publication date'],
    [
      'author',
      (value) => list(value).every((author) => isObject(author) && isText(author.name)),
      'an author with a name',
    ],
    ['publisher', isObject, 'a publisher'],
    common.image,
    common.url,
    ['mainEntityOfPage', isObject, 'the page it is the main entity of'],
  ],
};

/**
 * An Event states when it happens: a date (and an end) when one is known, or its recurring
 * schedule. A page prerendered at build time states the schedule only.
 */
function eventTimeProblems(data: Data): string[] {
  const schedule = data.eventSchedule;
  const hasSchedule =
    isObject(schedule) &&
    isText(schedule.repeatFrequency) &&
    isText(schedule.byDay) &&
    isText(schedule.startTime) &&
    isText(schedule.endTime) &&
    isText(schedule.scheduleTimezone);
  const hasDates = isDate(data.startDate) && isDate(data.endDate);
  return hasSchedule || hasDates ? [] : ['Event: no start and end date, and no weekly schedule'];
}

/** Hosts the data may name besides the site: schema.org's terms, the video's, the social link. */
const thirdPartyHosts = new Set([
  'schema.org',
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'i.ytimg.com',
  'www.instagram.com',
]);

/** Every string value of the data that looks like a URL, with its property path. */
function urlsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') {
    return /^(https?:)?\/\//.test(value) || value.startsWith('/') ? [[path, value]] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => urlsOf(item, `${path}[${index}]`));
  if (isObject(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== '@context')
      .flatMap(([key, item]) => urlsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * What is wrong with one JSON-LD block: a missing or malformed property, or a URL that is
 * site-relative or on another origin than the site URL (third-party hosts aside: the video's).
 */
export function structuredDataProblems(data: unknown, siteUrl: string): string[] {
  if (!isObject(data)) return ['not an object'];
  const types = list(data['@type']).map(String);
  const type = types.join(' & ');
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push(`${type}: no schema.org context`);
  for (const each of types) {
    const rules = requiredProperties[each];
    if (!rules) return [`${each}: not a type the site emits`];
    for (const [property, check, what] of rules) {
      if (!check(data[property])) problems.push(`${each}.${property}: expected ${what}`);
    }
  }
  if (type === 'Event') problems.push(...eventTimeProblems(data));
  for (const [path, url] of urlsOf(data)) {
    if (!/^https?:\/\//.test(url)) {
      problems.push(`${type}.${path}: not absolute (${url})`);
    } else if (!url.startsWith(`${siteUrl}/`) && !thirdPartyHosts.has(new URL(url).host)) {
      problems.push(`${type}.${path}: not on the site URL ${siteUrl} (${url})`);
    }
  }
  return problems;
}
