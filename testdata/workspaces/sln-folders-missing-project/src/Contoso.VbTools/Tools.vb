Public Module Tools
End Module
