"""Schafkopf: every standard contract, the called-ace duties, tricks, bidding and reckoning."""
