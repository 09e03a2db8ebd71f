import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  withAsterisk?: boolean;
};

/** An empty editor gives `<p></p>`: store that as blank. */
function normaliseHtml(html: string): string {
  return html === '<p></p>' ? '' : html;
}

/** §2 rich text (activity descriptions, email bodies): bold, italic, underline, bullet and numbered lists only. */
export function RichTextField({ label, value, onChange, error, withAsterisk }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        heading: false,
        horizontalRule: false,
        link: false,
        strike: false,
      }),
    ],
    content: value,
    // The editable area is the field itself: screen readers name it like any other input.
    editorProps: {
      attributes: { 'aria-label': label, ...(error ? { 'aria-invalid': 'true' } : {}) },
    },
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(normaliseHtml(current.getHTML())),
  });

  return (
    <Input.Wrapper label={label} error={error} withAsterisk={withAsterisk}>
      <RichTextEditor editor={editor} mt={4} aria-label={label}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
