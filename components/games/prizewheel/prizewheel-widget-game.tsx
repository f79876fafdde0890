'use client';
import { MemberNotice } from '@/components/widgets/member-notice';
import { useWidgetMember } from '@/components/widgets/use-widget-member';
import { PrizewheelGame } from './prizewheel-game';

/**
 * The wheel in its widget. The wheel's state needs /me: for a token the server does not know, or a
 * /me that failed, the widgets' notice takes the state's place (docs/widgets.md, never blank);
 * on /me/challenges the session gate says it instead.
 */
export function PrizewheelWidgetGame() {
  const member = useWidgetMember();
  const noMember = member.state === 'unknown' || member.state === 'failed';
  return <PrizewheelGame compact notice={noMember ? <MemberNotice member={member} /> : undefined} />;
}
