import { Fragment, type ReactNode } from 'react';

// A post body is simple markup, one construct per line. It is parsed into blocks
// and rendered as React elements only, so text such as `<script>` in a post is shown, never run.

/** One inline piece of a line: plain text, **bold** text or an image. */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'image'; alt: string; src: string };

/** One block of a post body. */
export type PostBlock =
  | { type: 'heading'; level: 1 | 2 | 3; content: InlineNode[] }
  | { type: 'paragraph'; content: InlineNode[] }
  | { type: 'image'; alt: string; src: string }
  | { type: 'unordered-list'; items: InlineNode[][] }
  | { type: 'ordered-list'; start: number; items: InlineNode[][] };

const headingPattern = /^(#{1,3}) (.+)$/;
const bulletPattern = /^- (.+)$/;
const numberedPattern = /^(\d+)\. (.+)$/;
const imageOnlyPattern = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const inlinePattern = /\*\*(.+?)\*\*|!\[([^\]]*)\]\(([^)\s]+)\)/g;

// Only site paths, web addresses and inline images may become an <img> source; anything else
// (a `javascript:` URL, say) is shown as its alt text.
const safeImageSource = /^(\/|\.\/|https?:\/\/|data:image\/)/i;

/** Splits one line into text, bold and image pieces. */
export function parseInline(line: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of line.matchAll(inlinePattern)) {
    const index = match.index;
    if (index > last) nodes.push({ type: 'text', text: line.slice(last, index) });
    const [whole, bold, alt, src] = match;
    if (bold !== undefined) nodes.push({ type: 'bold', text: bold });
    else if (src !== undefined && safeImageSource.test(src))
      nodes.push({ type: 'image', alt: alt ?? '', src });
    else nodes.push({ type: 'text', text: alt ?? whole });
    last = index + whole.length;
  }
  if (last < line.length) nodes.push({ type: 'text', text: line.slice(last) });
  return nodes;
}

/** Parses a post body into blocks; blank lines end paragraphs and lists. */
export function parsePostMarkup(markup: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  let paragraph: string[] = [];
  let previousLineBlank = false;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };

  for (const rawLine of markup.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = headingPattern.exec(line);
    const bullet = bulletPattern.exec(line);
    const numbered = numberedPattern.exec(line);
    const image = imageOnlyPattern.exec(line);
    // A list continues only on the very next line; a blank line or any other block ends it.
    const continuesList = !previousLineBlank && paragraph.length === 0;
    const previous = continuesList ? blocks.at(-1) : undefined;
    previousLineBlank = line === '';

    if (line === '') {
      flushParagraph();
    } else if (heading?.[1] && heading[2]) {
      flushParagraph();
      const level = heading[1].length as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, content: parseInline(heading[2]) });
    } else if (bullet?.[1]) {
      flushParagraph();
      const item = parseInline(bullet[1]);
      if (previous?.type === 'unordered-list') previous.items.push(item);
      else blocks.push({ type: 'unordered-list', items: [item] });
    } else if (numbered?.[1] && numbered[2]) {
      flushParagraph();
      const item = parseInline(numbered[2]);
      if (previous?.type === 'ordered-list') previous.items.push(item);
      else blocks.push({ type: 'ordered-list', start: Number(numbered[1]), items: [item] });
    } else if (image?.[2] !== undefined && safeImageSource.test(image[2])) {
      flushParagraph();
      blocks.push({ type: 'image', alt: image[1] ?? '', src: image[2] });
    } else {
      paragraph.push(line);
    }
  }
  flushParagraph();
  return blocks;
}

/** Intrinsic size given to body images; the site's illustrations are all 16:9. */
const bodyImageSize = { width: 800, height: 450 } as const;

function renderInline(nodes: readonly InlineNode[]): ReactNode {
  return nodes.map((node, index) => {
    if (node.type === 'bold') return <strong key={index}>{node.text}</strong>;
    if (node.type === 'image')
      return <img key={index} src={node.src} alt={node.alt} loading="lazy" {...bodyImageSize} />;
    return <Fragment key={index}>{node.text}</Fragment>;
  });
}

/** Class names the renderer puts on its elements, so a page can style them. */
interface PostBodyClasses {
  figure?: string;
  image?: string;
}

/** Props of `PostBody`. */
export interface PostBodyProps {
  /** The post's markup. */
  markup: string;
  classes?: PostBodyClasses;
}

/**
 * A post body as React elements. The page's h1 is the post title, so '# ' and '## ' both become
 * h2 and '### ' an h3: headings stay in order under the page heading.
 */
export function PostBody({ markup, classes = {} }: PostBodyProps) {
  return parsePostMarkup(markup).map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const Heading = block.level === 3 ? 'h3' : 'h2';
        return <Heading key={index}>{renderInline(block.content)}</Heading>;
      }
      case 'paragraph':
        return <p key={index}>{renderInline(block.content)}</p>;
      case 'image':
        return (
          <figure key={index} className={classes.figure}>
            <img
              className={classes.image}
              src={block.src}
              alt={block.alt}
              loading="lazy"
              decoding="async"
              {...bodyImageSize}
            />
          </figure>
        );
      case 'unordered-list':
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        );
      case 'ordered-list':
        return (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ol>
        );
    }
  });
}
