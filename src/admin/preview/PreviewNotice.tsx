import styled from 'styled-components';

/** In place of what the preview cannot show yet: what it is, and each field it waits for. */
export function PreviewNotice({ title, problems }: { title: string; problems: string[] }) {
  return (
    <Box role="note" data-preview-notice="">
      <strong>{title}</strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  max-width: min(${({ theme }) => theme.layout.narrow}, calc(100% - 2 * ${({ theme }) => theme.space.md}));
  margin: ${({ theme }) => theme.space.md} auto;
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
  ul { margin: ${({ theme }) => theme.space.xs} 0 0; padding-left: 1.25em; }
`;
