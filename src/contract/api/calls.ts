/** Every call the API declares, in one list (the route groups' `routes`), for what derives from all of them. */
import { routes as accounts } from './accounts'
import { routes as content } from './content'
import { routes as members } from './members'
import { routes as place } from './place'
import { routes as profile } from './profile'
import { routes as social } from './social'

export const DECLARED_CALLS = [...accounts, ...content, ...members, ...place, ...profile, ...social]
