import config from '@payload-config'
import { NotFoundPage } from '@payloadcms/next/views'
import { importMap } from '../importMap.js'
import type { Args } from './viewArgs'

export { generateMetadata } from './viewArgs'

const NotFound = ({ params, searchParams }: Args) => NotFoundPage({ config, params, searchParams, importMap })

export default NotFound
