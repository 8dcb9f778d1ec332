/** Body of "Brooklyn Heights: Cats Along the Promenade". */
export const body = `Brooklyn Heights is the kind of neighborhood where a cat can sit in a parlor window for an entire afternoon and be admired by half the street. The brownstones are close together, the trees are old and the traffic is gentle. It is also one of the best places in the city to walk through two centuries of feline history in a single morning.

## A neighborhood made for window cats

Most of the row houses in Brooklyn Heights went up between the 1820s and the 1860s, when merchants and ship captains wanted homes within a ferry ride of Manhattan. Those houses came with deep window sills, high stoops and back gardens, and every one of them is a perfect cat perch. Residents have long joked that you can tell the season by which side of the street the cats choose: the sunny side in winter, the shady side in August.

In 1965 Brooklyn Heights became the first historic district designated by the city, which is why so many of those sills and stoops look the way they did when the first house cats sat on them.

## The carriage-house mousers

Behind the grand houses run small lanes of carriage houses and stables, such as Grace Court Alley and Hunts Lane. In the days of horses these were working buildings, full of hay, oats and harness leather, and every stable needed a cat. Stablemen and coachmen were known for their affection toward the cats who shared their lofts, and neighborhood stories tell of a ginger stable cat who followed the carriage horses out to the street every morning and waited for them at the corner every night.

## Along the Promenade

The Brooklyn Heights Promenade opened in the early 1950s, built over the highway with a view across the East River to Lower Manhattan. It quickly became the place where Heights residents walked in the evening, and some of them walked their cats on leads long before that was fashionable. On a clear day the view takes in the harbor, the Brooklyn Bridge and the old piers where ship's cats once came ashore.

On our Brooklyn Heights tour we pause on the Promenade to tell the stories connected with that view:

1. The ferry crossings that brought the first commuters, and the ferry cats who rode with them
2. The ships' cats of the Brooklyn waterfront, now Brooklyn Bridge Park
3. The shopkeepers of Montague Street and the cats who minded their counters

## Literary cats of the Heights

Brooklyn Heights has been home to many writers, and writers are famously fond of cats. Neighborhood lore holds that more than one novel was finished with a cat asleep on the manuscript. We tell these stories as tradition rather than documented fact, but walk down Willow Street on a quiet morning and you will see why the idea is so easy to believe.

## Following the route

The tour covers about a mile and a half at a relaxed pace, with plenty of stops where you can look closely at doorways, cornices and, if you are lucky, a resident cat or two. Please remember that these are private homes: we admire the window cats from the sidewalk and never knock.

**Tip:** bring a camera with a zoom. The best cat portraits in Brooklyn Heights are usually taken from across the street, with a brownstone stoop as the frame.
`;
