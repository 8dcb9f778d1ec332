import fireEngineUrl from '../../assets/blog/fire-engine-1904.svg';

/** Body of "Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall". */
export const body = `Of all the cats in New York's history, none is closer to our hearts than Jerry Fox. He was blind, he lived at Brooklyn Borough Hall, and on May 22, 1904, he is credited with raising the alarm when fire broke out in the building. This is his story as it has come down to us, and the reason we are campaigning to see him honored.

## The cat who lived at Borough Hall

Brooklyn Borough Hall, with its columns and its cupola above Court Street, was finished in 1848 as Brooklyn's City Hall, when Brooklyn was still a city of its own. By the early 1900s it was full of clerks, ledgers and paper, which meant it was also full of mice, and like many public buildings of the time it kept a cat.

According to the accounts that survive, that cat was Jerry Fox. He was blind, yet he knew every corridor, staircase and radiator in the building. The staff were fond of him, and the stories say he moved through the halls by memory and by the sound of familiar footsteps, greeting his favorite people at their desks each morning.

## May 22, 1904

The fire began while the building was quiet. The tradition, repeated in the stories told about him, is that Jerry Fox sensed the smoke before any person did and set up such a yowling and scratching that the people nearby came to see what was wrong. They found the fire, the alarm was raised, and firefighters arrived in time to bring it under control.

![Illustration of a horse-drawn steam fire engine of about 1904 arriving at a brick building with smoke at one window](${fireEngineUrl})

How much of the detail is exact, we cannot say. Records of small fires at public buildings are often thin, and stories about animals grow with each telling. What we can say is that Jerry Fox is credited with raising the alarm, that the people of Borough Hall remembered him for it, and that his story has been passed along ever since.

## Why a blind cat?

Visitors often ask how a blind cat could be the hero. The answer is that a cat depends far less on sight than we do. Cats have a keen sense of smell and very sharp hearing, and a cat who has lost its sight relies on them even more. A blind cat who knows a building by heart notices at once when something smells wrong. In that sense, Jerry Fox was perfectly equipped to be the first to know.

## What Jerry Fox means to us

Jerry Fox's story gathers up everything we love about New York's cat history:

- **Working cats**: he had a job, keeping the mice away from Brooklyn's records
- **Community**: the staff cared for him, and he repaid them when it mattered most
- **Resilience**: blindness did not stop him from being the building's guardian
- **Memory**: his story survived because people kept telling it

## Visiting Borough Hall today

Borough Hall still stands at 209 Joralemon Street, and it is one of the high points of our Brooklyn Heights tour. We stop on the plaza, look up at the cupola and tell Jerry Fox's story in full, including the parts that remain a mystery.

### Help us honor him

We believe a cat credited with protecting one of Brooklyn's landmark buildings deserves a lasting tribute. Our petition asks for Jerry Fox to be recognized at Borough Hall. If his story moves you, please read more on our petition page and add your name.
`;
