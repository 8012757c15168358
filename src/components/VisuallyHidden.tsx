import styled from 'styled-components';
import { visuallyHidden } from '../styles/mixins.ts';

/** Text for screen readers only, such as the rest of a link's name or a rating in words. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
