-- GET /api/me in one statement (the hot path of every page view): the collector, its user name,
-- all levels (the standing is computed in lib/domain/levels.ts), its badges and what expires next.
-- Shared by lib/server/services/me.ts and the bench baseline, so both do the same database read.
-- $1 = collector_token
select json_build_object(
  'collector_token', c.token,
  'lang', c.lang,
  'points_available', c.points_available,
  'lifetime_earned', c.lifetime_earned,
  'anonymous', c.sso_user_id is null,
  'meta', c.meta,
  'username', u.username,
  'levels', (
    select coalesce(json_agg(json_build_object(
      'id', l.id, 'position', l.position, 'name', l.name, 'threshold', l.threshold, 'image_url', l.image_url
    ) order by l.threshold), '[]'::json)
    from levels l
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
  )
) as me
from collectors c
left join sso_users u on u.id = c.sso_user_id
where c.token = $1
