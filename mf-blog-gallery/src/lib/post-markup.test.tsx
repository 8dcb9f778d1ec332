import { render, screen, within } from '@testing-library/react';

import { parseInline, PostBody } from './post-markup';

function renderBody(markup: string) {
  return render(
    <article>
      <PostBody markup={markup} />
    </article>,
  );
}

describe('PostBody', () => {
  it('renders "# " and "## " as h2 and "### " as h3, below the page heading', () => {
    renderBody('# Top section\n\n## A section\n\n### A subsection');

    expect(screen.getByRole('heading', { level: 2, name: 'Top section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A subsection' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('groups "- " lines into one bulleted list', () => {
    renderBody('Intro line\n- Warehouses\n- Ferries\n- Post offices\n\nAfter the list');

    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Warehouses', 'Ferries', 'Post offices']);
    expect(screen.getByText('Intro line').tagName).toBe('P');
    expect(screen.getByText('After the list').tagName).toBe('P');
  });

  it('groups numbered lines into an ordered list that keeps its first number', () => {
    renderBody('1. Book\n2. Walk\n3. Listen\n\n7. Seventh\n8. Eighth');

    const [first, second] = screen.getAllByRole('list');
    expect(first?.tagName).toBe('OL');
    expect(within(first!).getAllByRole('listitem')).toHaveLength(3);
    expect(second).toHaveAttribute('start', '7');
  });

  it('joins consecutive text lines into one paragraph and splits on blank lines', () => {
    const { container } = renderBody('First line\nsame paragraph\n\nSecond paragraph');

    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual([
      'First line same paragraph',
      'Second paragraph',
    ]);
  });

  it('renders double-asterisk text as strong, in paragraphs, list items and headings', () => {
    renderBody('A **bold claim** here\n- **Cheap:** yes\n## The **real** story');

    expect(screen.getByText('bold claim').tagName).toBe('STRONG');
    expect(screen.getByText('Cheap:').tagName).toBe('STRONG');
    expect(screen.getByText('real').tagName).toBe('STRONG');
    expect(screen.getByText(/A/, { selector: 'p' })).toHaveTextContent('A bold claim here');
  });

  it('renders an image line as a figure with its alt text and size', () => {
    renderBody('![A fire engine of 1904 at Borough Hall](/assets/fire-engine.svg)');

    const image = screen.getByRole('img', { name: 'A fire engine of 1904 at Borough Hall' });
    expect(image).toHaveAttribute('src', '/assets/fire-engine.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '450');
    expect(image.closest('figure')).not.toBeNull();
  });

  it('shows markup that looks like HTML as text and never creates the element', () => {
    const { container } = renderBody(
      'Before <script>alert("x")</script> after\n- <img src=x onerror=alert(1)>\n## <b>Not bold</b>',
    );

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByText('Before <script>alert("x")</script> after')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('heading', { name: '<b>Not bold</b>' })).toBeInTheDocument();
  });

  it('shows an image with an unsafe address as its alt text only', () => {
    const { container } = renderBody('![Click me](javascript:void0)');

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Click me')).toBeInTheDocument();
  });
});

describe('parseInline', () => {
  it('splits text, bold and images in order', () => {
    expect(parseInline('A **b** and ![cat](/cat.svg) end')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'bold', text: 'b' },
      { type: 'text', text: ' and ' },
      { type: 'image', alt: 'cat', src: '/cat.svg' },
      { type: 'text', text: ' end' },
    ]);
  });

  it('leaves a lone pair of asterisks as text', () => {
    expect(parseInline('5 ** 2')).toEqual([{ type: 'text', text: '5 ** 2' }]);
  });
});
