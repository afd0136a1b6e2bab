import type { LucideIcon } from 'lucide-react';
import {
  Archive, AtSign, Award, BadgeCheck, BadgeDollarSign, Banknote, Bell, CalendarDays, CircleAlert, CircleCheck, CircleX, Clock, CreditCard, Eye, FileX, Flame, Gavel, HandCoins, Handshake, Heart, Hourglass, IdCard, KeyRound, Landmark, Lock, LogOut, MailCheck, MapPin, Megaphone, MessageCircleQuestion, MessageSquare, PackageCheck, PackageX, Radar, Receipt, Repeat, RotateCcw, Scale, ScanSearch, ScrollText, ShieldAlert, ShieldCheck, ShoppingBag, Smartphone, Sparkles, Tag, Ticket, Timer, TrendingDown, Trophy, Truck, Undo2, UserPlus, Video, Wrench,
} from 'lucide-react';
import { clsx } from 'clsx';
import type { NotificationColor } from '../../../../shared/notifications/catalogue.js';

/** Every icon the catalogue names (kebab-case), drawn by lucide; a test keeps the two in step. */
export const NOTIFICATION_ICONS: Record<string, LucideIcon> = {
  'archive': Archive,
  'at-sign': AtSign,
  'award': Award,
  'badge-check': BadgeCheck,
  'badge-dollar-sign': BadgeDollarSign,
  'banknote': Banknote,
  'calendar-days': CalendarDays,
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
  'clock': Clock,
  'credit-card': CreditCard,
  'eye': Eye,
  'file-x': FileX,
  'flame': Flame,
  'gavel': Gavel,
  'hand-coins': HandCoins,
  'handshake': Handshake,
  'heart': Heart,
  'hourglass': Hourglass,
  'id-card': IdCard,
  'key-round': KeyRound,
  'landmark': Landmark,
  'lock': Lock,
  'log-out': LogOut,
  'mail-check': MailCheck,
  'map-pin': MapPin,
  'megaphone': Megaphone,
  'message-circle-question': MessageCircleQuestion,
  'message-square': MessageSquare,
  'package-check': PackageCheck,
  'package-x': PackageX,
  'radar': Radar,
  'receipt': Receipt,
  'repeat': Repeat,
  'rotate-ccw': RotateCcw,
  'scale': Scale,
  'scan-search': ScanSearch,
  'scroll-text': ScrollText,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'shopping-bag': ShoppingBag,
  'smartphone': Smartphone,
  'sparkles': Sparkles,
  'tag': Tag,
  'ticket': Ticket,
  'timer': Timer,
  'trending-down': TrendingDown,
  'trophy': Trophy,
  'truck': Truck,
  'undo-2': Undo2,
  'user-plus': UserPlus,
  'video': Video,
  'wrench': Wrench,
};

/** Colour tokens to text and tint. */
export const COLOR_CLASSES: Record<NotificationColor, string> = {
  gold: 'text-bronze bg-gilt/25',
  green: 'text-rise bg-rise/10',
  red: 'text-fall bg-fall/10',
  // The design has no blues or violets: the catalogue's colours map onto its own tokens.
  amber: 'text-bronze-deep bg-gilt/40',
  blue: 'text-ink bg-line',
  violet: 'text-ink-soft bg-gilt/15',
  teal: 'text-rise bg-rise/5',
  rose: 'text-fall bg-fall/5',
  gray: 'text-ink-soft bg-parchment',
};

/** A notification's icon in its colour; Bell for a type the catalogue does not know. */
export function NotificationIcon({ icon, color, className }: { icon: string | null; color: string | null; className?: string }) {
  const Icon = (icon && NOTIFICATION_ICONS[icon]) || Bell;
  const tone = (color && COLOR_CLASSES[color as NotificationColor]) || COLOR_CLASSES.gray;
  return (
    <span aria-hidden="true" className={clsx('inline-flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="size-4" strokeWidth={1.6} />
    </span>
  );
}
