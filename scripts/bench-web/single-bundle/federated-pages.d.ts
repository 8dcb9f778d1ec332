// The remotes' page modules as the single-bundle baseline imports them (aliases map each id to
// the remote's source; the federated build loads them with loadRemote instead).
declare module 'homeTours/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
declare module 'blogGallery/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
declare module 'forms/*' {
  import type { ComponentType } from 'react';

  const Page: ComponentType;
  export default Page;
}
