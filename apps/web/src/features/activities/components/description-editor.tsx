import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

type DescriptionEditorProps = {
  value: string;
  onChange: (html: string) => void;
  error?: string;
};

/** An empty editor gives `<p></p>`: store that as blank. */
function normaliseHtml(html: string): string {
  return html === '<p></p>' ? '' : html;
}

/** §2 rich text: bold, italic, underline, bullet list and numbered list, nothing else. */
export function DescriptionEditor({ value, onChange, error }: DescriptionEditorProps) {
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
    editorProps: { attributes: { 'aria-label': 'Description' } },
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(normaliseHtml(current.getHTML())),
  });

  return (
    <Input.Wrapper label="Description" error={error}>
      <RichTextEditor editor={editor} mt={4} aria-label="Description">
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
