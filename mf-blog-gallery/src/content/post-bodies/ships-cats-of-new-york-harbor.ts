/** Body of "The Ships' Cats of New York Harbor". */
export const body = `For most of New York's history, the harbor was the city. Sailing ships, steamers, barges and ferries crowded the East River and the Hudson, and nearly every one of them carried at least one cat. Ships' cats were sailors in their own right, and many of New York's first cats came ashore from them.

## Why every ship needed a cat

On a wooden ship, rats were more than a nuisance. They ate the crew's food, gnawed through ropes and sailcloth and could spread disease in the close quarters below deck. A ship's cat was the best defense a captain could have, and many sailors believed cats brought good luck as well. A cat aboard meant fewer losses, a healthier crew and, in the eyes of the superstitious, a safer voyage.

Sailors had plenty of beliefs about ships' cats. Some held that a cat could predict the weather, or that a cat washing behind its ears meant rain was coming. Others said a ship should never sail without its cat. We tell these as sailors' lore, not as science, but they show how much the crews valued their feline shipmates.

## The port of New York

In the nineteenth century New York became the busiest port in the country. The piers along South Street, in the shadow of tall bowsprits, were lined with ships from Liverpool, Canton, Havana and the cotton ports of the South. Packet ships ran regular services across the Atlantic, and each one came in with sailors, cargo and, very often, a cat.

Not every ship's cat went home. Some slipped ashore to explore the warehouses and never came back; others were swapped, sold or given away in port. Over generations, the cats of the waterfront became a mix of breeds and colors from around the world. When you meet a cat in Lower Manhattan today, there is a small chance its ancestors crossed an ocean.

## Life aboard

A ship's cat had duties and privileges. It patrolled the hold and the galley, slept where it liked and was often the only creature aboard who could wander into the captain's cabin uninvited. Crews made hammocks and boxes for their cats and shared rations with them. On long voyages, a cat was a companion as well as a worker.

## Famous harbor cats of legend

Harbor lore is full of remarkable cats. Stories from the waterfront include:

- **A tugboat cat** said to jump from boat to boat across the harbor to visit friends on other crews
- **A ferry cat** who was said to know the schedule better than the passengers
- **A pier cat** who met every ship from one particular line and ignored all the others
- **A cat who stowed away** to Europe and, according to the tale, returned on the next voyage home

We can't prove every one of these, and we say so on our tours. But harbor stories like these were told in waterfront taverns for generations.

## The ferries

Before the Brooklyn Bridge opened in 1883, the Fulton Ferry was the main link between Brooklyn and Manhattan, and ferry boats crossed the East River many times an hour. Ferries had cats for the same reason ships did, and ferry cats became famous among the commuters who saw them every day. The ferry landing at the foot of Fulton Street in Brooklyn is still there, now a park with one of the best views of the bridge.

## The end of the age of sail

As steam replaced sail and steel replaced wood, ships needed cats less. Modern cargo handling, sealed containers and pest control gradually ended the tradition of the working ship's cat. Some navies and shipping lines kept cats well into the twentieth century, but today a cat on a working ship is a rarity.

## Seeing the old harbor today

You can still stand where the ships' cats came ashore. The South Street Seaport preserves nineteenth-century buildings, and historic ships are moored at its piers. On our Financial District tour we walk down to the water and tell these stories where they happened, and on the Brooklyn Heights tour we look across the river at the same skyline the ferry cats knew.

### Sailor's tip

If you visit the Seaport, look for the small details: iron rings in the old stones where ships were tied up, and the narrow streets that ran down to the slips. Those are the streets the ships' cats walked when they first came ashore in New York.
`;
