/** Body of "Winter Walking Tours: Enjoying Cat History in the Cold". */
export const body = `Winter in New York has a special charm for a history walk. The streets are quieter, the light is low and golden, and the old buildings look their best against a pale sky. It is also the season when the city's cats are easiest to spot: curled up in sunny windows, on warm radiators and in the doorways of bakeries.

## Why walk in winter?

Many guests assume that walking tours are for summer only. We think winter is one of the best times to come:

- **Smaller crowds** at popular spots like the Brooklyn Heights Promenade
- **Clear views** across the harbor on crisp days
- **Window cats** everywhere, because cats love a warm sill
- **Cozy endings**: a hot drink or a cat cafe after the tour feels well earned

## How to dress

The key to a happy winter walk is layers. You will be outdoors for about 2 hours, moving gently and stopping often, so you will feel the cold more than on a brisk walk.

1. **A warm base layer** that keeps moisture away from your skin
2. **A sweater or fleece** that you can open if the sun comes out
3. **A windproof coat**, because the waterfront is always colder
4. **A hat, gloves and a scarf**: gloves that work with a phone are a bonus
5. **Warm, waterproof shoes** with a good grip for icy sidewalks

## Winter stories on the tour

Some of our stories feel especially right in the cold. The story of Jerry Fox, the blind cat credited with raising the alarm at Brooklyn Borough Hall in 1904, sets the scene for how much the city depended on its cats. Tales of tenement cats sleeping beside kitchen stoves, of firehouse cats curled near the boilers and of stable cats burrowed in the hay remind us that cats have always known where to find the warmth.

New Yorkers of the past had their own winter cat customs too. Shopkeepers left a box with a scrap of blanket by the stove for the shop cat, and families in cold-water flats were glad of a cat on the bed on a freezing night.

## When the weather turns

We walk in cold weather and in light snow. If the forecast shows dangerous conditions, such as a blizzard or icy streets that make walking unsafe, we will contact you before the tour to reschedule or refund. Check your email on the morning of your tour.

## Photos in winter

Winter light is soft and low, which makes for beautiful photographs. Brownstone stoops dusted with snow, the Brooklyn Bridge against a winter sky and a cat in a frosty window are some of our guests' favorite shots. Keep your phone in an inside pocket between photos: batteries drain quickly in the cold.

## After the tour

Warm up nearby. All of our tour areas have cafes, bakeries and diners within a few minutes' walk, and our guides are always happy to suggest a favorite. The Lower East Side walk even ends near a cat cafe, which needs its own reservation but is the perfect way to finish a winter afternoon.

**Winter tours fill up too,** especially around the holidays, so book early if you have a particular date in mind.
`;
