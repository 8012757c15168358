import styled from 'styled-components';
import { useSite } from '../../routing/SiteContext.tsx';
import { container, darkSurface } from '../../styles/mixins.ts';
import { evenRows } from '../../styles/rows.ts';
import { ActionLink } from '../ActionLink.tsx';
import { BrandLink } from './BrandLink.tsx';

/** The footer of every page: brand, tagline, social profile, link columns, contact details and copyright. */
export function Footer() {
  const site = useSite();
  const { footer } = site;
  return (
    <Wrapper>
      <Inner $count={footer.columns.length + 2}>
        <BrandColumn>
          <Brand tone="onDark" />
          <Tagline>{footer.tagline}</Tagline>
          <FooterLink href="social">{`${site.brandName} on ${site.socialLabel}`}</FooterLink>
        </BrandColumn>
        {footer.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <Heading>{column.heading}</Heading>
            <List>
              {column.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <FooterLink href={link.href}>{link.label}</FooterLink>
                </li>
              ))}
            </List>
          </nav>
        ))}
        <div>
          <Heading>{footer.contactHeading}</Heading>
          <List>
            <li>
              <FooterLink href={`mailto:${site.email}`}>{site.email}</FooterLink>
            </li>
            <li>
              <FooterLink href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</FooterLink>
            </li>
          </List>
        </div>
      </Inner>
      <Copyright>
        © {footer.copyrightYear} {site.brandName}.{footer.copyrightNote ? ` ${footer.copyrightNote}` : ''}
      </Copyright>
    </Wrapper>
  );
}

const Wrapper = styled.footer`
  ${darkSurface}
  background: ${({ theme }) => theme.colors.heroFrom};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  padding-top: ${({ theme }) => theme.space.xxl};
`;

// The brand, the link columns and the contact details, in balanced rows that start at the left.
const Inner = styled.div<{ $count: number }>`
  ${container}
  ${({ $count }) => evenRows($count, { md: 3, lg: 6 }, 'xl', 'start')}
`;

const BrandColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const Brand = styled(BrandLink)`
  justify-self: start;
`;

const Tagline = styled.p`
  max-width: 22rem;
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.onDark};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const FooterLink = styled(ActionLink)`
  /* A block of the line's full height: a target a finger can hit (at least 24 px tall, WCAG 2.5.8). */
  display: inline-block;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.onDark}; text-decoration: underline; }
`;

const Copyright = styled.p`
  ${container}
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-block: ${({ theme }) => theme.space.lg};
  border-top: 1px solid rgb(255 255 255 / 15%);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
