import Activity from 'lucide-react/icons/activity';
import Bot from 'lucide-react/icons/bot';
import Briefcase from 'lucide-react/icons/briefcase';
import Calendar from 'lucide-react/icons/calendar';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChartColumn from 'lucide-react/icons/chart-column';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Compass from 'lucide-react/icons/compass';
import Cpu from 'lucide-react/icons/cpu';
import Handshake from 'lucide-react/icons/handshake';
import Layers from 'lucide-react/icons/layers';
import Mail from 'lucide-react/icons/mail';
import MessageSquare from 'lucide-react/icons/message-square';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import type { ComponentType, SVGProps } from 'react';
import type { iconNames } from '@/model/fields.ts';

/** An icon name content may use. */
export type IconName = (typeof iconNames)[number];

type SvgIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }>;

// Typed against the schema's list, so an icon content may name always has a drawing.
const icons: Record<IconName, SvgIcon> = {
  'trending-up': TrendingUp,
  target: Target,
  briefcase: Briefcase,
  cpu: Cpu,
  mail: Mail,
  'user-plus': UserPlus,
  calendar: Calendar,
  'calendar-check': CalendarCheck,
  'shield-check': ShieldCheck,
  chart: ChartColumn,
  activity: Activity,
  rocket: Rocket,
  search: Search,
  compass: Compass,
  send: Send,
  refresh: RefreshCw,
  bot: Bot,
  clock: Clock,
  users: Users,
  sparkles: Sparkles,
  handshake: Handshake,
  message: MessageSquare,
  zap: Zap,
  star: Star,
  layers: Layers,
  check: Check,
};

/** A decorative icon: hidden from assistive technology, since the text beside it says the same. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Drawing = icons[name];
  return (
    <Drawing aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={2} className={className} />
  );
}
