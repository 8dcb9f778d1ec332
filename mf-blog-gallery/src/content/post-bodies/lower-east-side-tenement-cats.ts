/** Body of "Lower East Side Tenement Cats and the Families Who Kept Them". */
export const body = `By the end of the nineteenth century, the Lower East Side was one of the most crowded neighborhoods on earth. Families from Ireland, Germany, Italy, Eastern Europe and China packed into five- and six-story tenements, often with several people to a room. In the middle of all that life, there were cats.

## Cats in crowded rooms

Tenements were built quickly and cheaply. Walls were thin, cellars were damp and backyards held privies, coal bins and washing lines. Mice and rats were a constant problem, and a family cat was often the only defense. For families who could not afford much, a cat that fed itself on mice was a practical bargain.

But the cats were more than pest control. In memoirs and oral histories of tenement life, cats appear as companions to children, as comforts to grandparents and as bits of home carried over from the old country. A kitten was one of the few things a poor child could call their own.

## The fire escape and the yard

The iron fire escapes that still zigzag across Lower East Side facades became a second home for tenement cats. On summer nights, when rooms were too hot for sleep, families moved onto the fire escapes and the roofs, and the cats came too. Backyards between the buildings became cat highways, with fences and sheds as roads and the occasional washing line as an obstacle course.

## Shops on the ground floor

Many tenements had shops on the street level: butchers, bakers, tailors, pickle sellers and grocers. Each of these shops had reason to keep a cat, and shopkeepers often shared the cat with the families upstairs. Stories from the neighborhood describe a butcher's cat that was fed by the whole building, or a tailor's cat that slept on bolts of cloth in the window.

## The ASPCA on the Lower East Side

The ASPCA, founded in New York in 1866, worked in every corner of the city, and crowded districts like the Lower East Side saw much of its work with stray and working animals. The society also took charge of the city's animal shelter services for many years. For tenement families, the idea that animals deserved protection arrived alongside other reforms of the era: better housing laws, more light and air and clean water.

## What we explore on the tour

Our Lower East Side walk follows five highlights, including:

- **Orchard Street** and the tenement blocks where families and their cats lived
- **The old shopfronts** of pushcart merchants and grocers
- **A backyard view** of how the buildings fitted together
- **Stories of neighborhood cats** remembered by generations of residents
- **A cat-cafe finale**, which needs its own reservation with the cafe

### Why these stories matter

Tenement cats rarely made the newspapers, and almost none have names in the records. Their stories come to us through family memories and the occasional photograph of a child holding a cat on a stoop. When we tell them, we are telling the story of the families too: people who made homes in hard places and made room in them for a cat.
`;
