/** Body of "Post Office Cats: The Official Mousers of Manhattan". */
export const body = `Mail and mice have never mixed well. Letters, parcels and sacks of paper make fine nesting material, and post offices of the nineteenth century often handled food by mail as well. So the post office did what every other business in New York did: it hired cats.

## Cats on the payroll

In the late nineteenth century, newspapers across the country reported that the Post Office Department set aside small sums for feeding cats in its larger offices, and New York's were among the largest of all. The amounts were modest, a few dollars a year for milk and meat, but they were written into official accounts, which is why post-office cats are sometimes called the first cats on a government payroll.

The details vary from story to story, and some of the most often repeated figures are hard to trace to an original document. The broad picture, though, is clear: cats were considered part of the equipment needed to keep the mail safe.

## Life in the mail room

A post-office cat lived a busy life. Mail arrived at all hours, by horse wagon, by train and, for New York, by ship. Sorting rooms were warm, noisy and full of interesting bags. The cats learned which clerks shared their lunch and which corners were safe from the rolling carts.

Old stories describe cats who slept in the empty pigeonholes of the sorting racks, and one tradition tells of a cat who rode the mail wagon between two branch offices every morning as if she had a route of her own. Whether every detail is true or not, stories like these show how quickly a working cat became part of the team.

## Why the system worked

Keeping cats made good sense for a public service on a tight budget:

- **Cheap:** a cat cost far less to feed than traps and poison cost to buy
- **Safe:** no poisons near letters, parcels and the people who handled them
- **Tireless:** cats worked nights, exactly when mice were active
- **Good for morale:** clerks on long night shifts liked having them around

## The general post office

New York's great post offices were some of the busiest buildings in the country. The grand General Post Office at the southern tip of City Hall Park, built in the 1870s and long since demolished, handled an enormous volume of mail, and the James A. Farley Building across from Penn Station, opened in 1914, later became the city's main post office. Both were the kind of building where cats were most needed: huge, warm and full of paper.

## What happened to the post-office cats?

As mail handling became mechanized and buildings were sealed against pests in other ways, the official mousers gradually disappeared. Some offices kept unofficial cats for years afterwards, fed by staff out of their own pockets. Those cats no longer appeared in any budget, but they were often the best-known members of the staff.

### A lesson for today

The post-office cats remind us that cats have been public servants in New York for a very long time. When we tell their story on our tours, guests often share stories of their own about library cats, firehouse cats and the cat who lived in a grandparent's shop. Every one of those cats is part of the same long tradition.
`;
