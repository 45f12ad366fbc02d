// on disk but not in the project: legacy projects have no default glob
