-- GET /api/me in one statement (the hot path of every page view): the collector, its user name and avatar,
-- all levels (the standing is computed in lib/domain/levels.ts), its badges, what expires next and
-- today's daily reward.
-- Shared by lib/server/services/me.ts and the bench baseline, so both do the same database read.
-- $1 = collector_token, $2 = today's business day (YYYY-MM-DD in TIMEZONE)
select json_build_object(
  'collector_token', c.token,
  'lang', c.lang,
  'points_available', c.points_available,
  'lifetime_earned', c.lifetime_earned,
  'anonymous', c.sso_user_id is null,
  'merged', c.merged_into_id is not null,
  'meta', c.meta,
  'username', u.username,
  'avatar_key', u.avatar_key,
  'levels', (
    select coalesce(json_agg(json_build_object(
      'id', l.id, 'position', l.position, 'name', l.name, 'threshold', l.threshold, 'image_url', l.image_url
    ) order by l.threshold), '[]'::json)
    from levels l
    where l.published
  ),
  'badges', (
    select coalesce(json_agg(json_build_object(
      'id', b.id, 'slug', b.slug, 'name', b.name, 'description', b.description,
      'image_url', b.image_url, 'earned_at', cb.earned_at
    ) order by cb.earned_at, b.id), '[]'::json)
    from collector_badges cb join badges b on b.id = cb.badge_id
    where cb.collector_id = c.id
  ),
  'retirement', (
    select json_build_object('date', e.expires_at, 'points', sum(e.remaining))
    from ledger_entries e
    where e.collector_id = c.id and e.expires_at is not null and e.remaining > 0
    group by e.expires_at
    order by e.expires_at
    limit 1
  ),
  'daily_reward', (
    select json_build_object(
      'id', dr.id, 'item_id', i.id, 'title', i.title, 'description', i.description, 'points', dr.points,
      'image_url', i.image_url, 'business_day', dr.business_day, 'won_at', dr.created_at
    )
    from daily_rewards dr join daily_reward_items i on i.id = dr.item_id
    where dr.collector_id = c.id and dr.business_day = $2::date
  )
) as me
from collectors c
left join sso_users u on u.id = c.sso_user_id
where c.token = $1
