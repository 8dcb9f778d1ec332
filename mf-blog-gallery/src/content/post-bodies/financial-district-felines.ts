/** Body of "Financial District Felines: Cats of the Old Waterfront". */
export const body = `Today the Financial District is all glass towers and hurried footsteps, but its street plan is the oldest in the city. Beneath the skyscrapers lie the lanes of a seventeenth-century port, and wherever there was a port, there were cats.

## Cats of New Amsterdam

When the Dutch West India Company founded New Amsterdam in the 1620s, the settlement was little more than a fort, a windmill and a cluster of houses at the tip of Manhattan. Dutch ships of the period routinely carried cats to protect their cargoes, and it is very likely that some of the first cats in the city simply walked down a gangplank and stayed. No one recorded their names, but historians of the Dutch colony note how seriously the settlers took anything that threatened their stores of grain and beaver pelts.

Stone Street, one of the first streets in the city to be paved, dates from this era. Walking its cobbles, it is easy to picture a cat dozing in a doorway while traders argued over prices.

## The counting-house cat

By the eighteenth and nineteenth centuries, the waterfront along Pearl, Water and Front Streets was lined with counting houses, where merchants kept ledgers, bills and samples of their goods. Paper and food under one roof meant mice, and mice meant a cat. Clerks who worked long hours by lamplight were glad of the company, and a good counting-house cat was treated almost as a junior partner.

## Taverns and coffee houses

The taverns and coffee houses of Lower Manhattan were where news was traded and deals were struck. Fraunces Tavern on Pearl Street is the best known today. Tavern cats kept the kitchens and cellars clear, and they had a reputation for knowing which regulars were good for a scrap of meat pie. Tavern keepers are said to have valued a calm cat that could sit by the fire without knocking over a customer's tankard.

## The wall and the waterfront

Wall Street takes its name from a wooden wall the Dutch built in the 1650s along the northern edge of the settlement. Over the following centuries, landfill pushed the shoreline out into the rivers, and the old waterfront ended up blocks inland. Our guides like to point out where the water's edge used to be, because that is where the ships' cats came ashore.

## Highlights of our Financial District route

On the Financial District tour we visit the places where these stories happened:

- **Stone Street** and the lanes of the Dutch town
- **Pearl Street**, named for the oyster shells along the old shore
- **The old slips** where ships unloaded cargo and cats
- **The South Street Seaport**, with its restored nineteenth-century buildings

The walk takes about 2 hours, with a maximum of 15 guests, and it ends close to the water where so many of these cats first set paw in New York.

**Look closely** at the carved details on the older buildings as you walk. More than one architect of old New York slipped a small animal into the stonework, and spotting them is part of the fun.
`;
