import type { LucideIcon } from 'lucide-react';
import { Bell, BookOpen, BriefcaseBusiness, Heart, MessageCircle, Settings, ShieldCheck, UserRound, Users } from 'lucide-react';
import type { HeaderSection } from '../../../shared/navigation.js';

/** The three header sections of SPEC §2. */
export const MAIN_NAV: readonly { section: HeaderSection; label: string; href: string }[] = [
  { section: 'marketplace', label: 'Marketplace', href: '/' },
  { section: 'auctions', label: 'Auctions', href: '/auctions' },
  { section: 'journal', label: 'Journal', href: '/journal' },
];

export interface IconLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Desktop header icons (SPEC §2 "Header screens"). */
export const HEADER_ICONS: readonly IconLink[] = [
  { label: 'Wishlist', href: '/wishlist', icon: Heart },
  { label: 'Portfolio', href: '/portfolio', icon: BriefcaseBusiness },
  { label: 'Messages', href: '/chat', icon: MessageCircle },
  { label: 'Community', href: '/community', icon: Users },
  { label: 'Notifications', href: '/notifications', icon: Bell },
];

/** "Your Account" in the mobile menu. */
export const ACCOUNT_LINKS: readonly IconLink[] = [
  { label: 'Profile', href: '/profile', icon: UserRound },
  { label: 'Wishlist', href: '/wishlist', icon: Heart },
  { label: 'Portfolio', href: '/portfolio', icon: BriefcaseBusiness },
  { label: 'Messages', href: '/chat', icon: MessageCircle },
  { label: 'Notifications', href: '/notifications', icon: Bell },
  { label: 'Digital passports', href: '/dashboard/passports', icon: ShieldCheck },
  { label: 'Settings', href: '/settings', icon: Settings },
];

/** The account dropdown's links (SPEC §6); staff entries are added by role. */
export const ACCOUNT_MENU_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Profile', href: '/profile' },
  { label: 'Buying', href: '/profile/buying' },
  { label: 'Selling', href: '/profile/selling' },
  { label: 'Wishlist', href: '/wishlist' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Digital passports', href: '/dashboard/passports' },
  { label: 'Settings', href: '/settings' },
];

export const COMMUNITY_LINK: IconLink = { label: 'Community', href: '/community', icon: BookOpen };

export const LOGIN_HREF = '/auth/login';
export const JOIN_HREF = '/auth/register';

export const POPULAR_SEARCHES = ['Rolex', 'Hermès', 'Chanel', 'Gucci'] as const;

/** True when `pathname` lies in the category `slug` (the bar marks it as current). */
export function inCategory(pathname: string, slug: string): boolean {
  return pathname === `/category/${slug}` || pathname.startsWith(`/category/${slug}/`);
}
