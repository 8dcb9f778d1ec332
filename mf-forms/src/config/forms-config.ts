// External services of the forms remote are configuration, not code: the
// petition's form service and the press-kit folder live here, in one place an operator can change.

/** External addresses the forms remote links to; none of them is called by the site itself. */
export const formsConfig = {
  /** The external form service that collects petition signatures. */
  petitionFormUrl: 'https://forms.gle/JerryFoxBoroughHallPetition',
  /** The shared folder with the full-resolution photos, logos and press releases. */
  pressKitFolderUrl: 'https://drive.google.com/drive/folders/cats-about-town-tours-press-kit',
} as const;
